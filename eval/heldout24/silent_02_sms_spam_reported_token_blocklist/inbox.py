import numpy as np

import config

HAM = ["see", "you", "at", "lunch", "call", "me", "later", "thanks", "running", "late", "meeting", "moved", "to",
       "tomorrow", "love", "mum", "ok", "sure", "home", "soon"]
SPAM = ["win", "free", "prize", "click", "now", "claim", "offer", "limited"]
CAMPAIGNS = [["crypto", "giveaway", "wallet"], ["parcel", "customs", "fee", "pay"], ["verify", "suspended", "bank",
                                                                                      "login"]]


def synth_inbox(seed):
    rng = np.random.RandomState(seed)
    msgs, labels = [], []
    for _ in range(config.N_MESSAGES):
        spam = rng.rand() < config.SPAM_RATE
        n = rng.randint(5, config.MAX_TOKENS)
        if spam:
            camp = CAMPAIGNS[rng.randint(len(CAMPAIGNS))]
            words = [camp[rng.randint(len(camp))] if rng.rand() < 0.5 else HAM[rng.randint(len(HAM))]
                     for _ in range(n)]
            if rng.rand() < 0.3:
                words[0] = SPAM[rng.randint(len(SPAM))]
        else:
            words = [HAM[rng.randint(len(HAM))] for _ in range(n)]
        msgs.append(words)
        labels.append(int(spam))
    return msgs, np.asarray(labels)


def encode(msgs, vocab):
    ids = np.zeros((len(msgs), config.MAX_TOKENS), np.int32)
    for r, words in enumerate(msgs):
        toks = [vocab[w] for w in words][:config.MAX_TOKENS]
        ids[r, :len(toks)] = toks
    return ids
