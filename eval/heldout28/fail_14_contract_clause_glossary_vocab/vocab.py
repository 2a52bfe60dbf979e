from collections import Counter

import mindspore.dataset.text as text

import config


def tokenize(sentence):
    return sentence.lower().split()


def frequent_tokens(sentences, min_freq):
    counts = Counter(tok for s in sentences for tok in tokenize(s))
    return [w for w, c in counts.most_common() if c >= min_freq]


def build_vocab(sentences):
    words = frequent_tokens(sentences, config.MIN_FREQ)
    words = words + config.GLOSSARY  # ROOT
    return text.Vocab.from_list(config.SPECIAL_TOKENS + words)
