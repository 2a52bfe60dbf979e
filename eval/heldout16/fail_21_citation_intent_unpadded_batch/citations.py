import random

TEMPLATES = {
    0: ["prior work has studied {t}", "{t} is a well known problem", "see the survey on {t}"],
    1: ["we use the {t} approach of", "following the {t} protocol we train", "our {t} setup follows"],
    2: ["our results on {t} outperform", "unlike the {t} baseline we obtain", "compared with {t} numbers"],
}
TOPICS = ["parsing", "translation", "segmentation", "retrieval", "tagging", "summarisation"]


def citation_contexts(n, seed):
    rnd = random.Random(seed)
    sents, labels = [], []
    for _ in range(n):
        intent = rnd.randrange(3)
        s = rnd.choice(TEMPLATES[intent]).format(t=rnd.choice(TOPICS))
        if rnd.random() < 0.5:
            s += " " + " ".join(rnd.choice(TOPICS) for _ in range(rnd.randint(1, 4)))
        sents.append(s)
        labels.append(intent)
    return sents, labels
