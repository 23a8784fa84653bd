// English function words and question fillers that carry no recall signal. Dropping them
// keeps FTS queries short (fast) and stops "how do we…" from matching every memory.
export const STOPWORDS = new Set(
  `a about above after again against all am an and any are aren as at be because been before being below between both but by
can cannot could did didn do does doesn doing don down during each few for from further had has have having he her here hers
herself him himself his how i if in into is isn it its itself just let me more most my myself no nor not of off on once only or
other ought our ours ourselves out over own same she should so some such than that the their theirs them themselves then there
these they this those through to too under until up very was we were what when where which while who whom why will with would
you your yours yourself yourselves also any anything something thing things get got use used using via per please tell know
want need needs way ways here there again still ever really maybe well okay ok hey hi thanks thank us let's lets i'm we're it's
what's whats how's hows shall may might must
teh hte wich whcih hwo waht wat wut whta wher wehre thier u ur pls plz thx`.split(/\s+/),
);
