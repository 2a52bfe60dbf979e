import numpy as np

SENTENCES = [
    [("the", "DET"), ("cat", "NOUN"), ("sleeps", "VERB")],
    [("a", "DET"), ("dog", "NOUN"), ("barks", "VERB"), ("loudly", "ADV")],
    [("birds", "NOUN"), ("sing", "VERB")],
    [("the", "DET"), ("old", "ADJ"), ("man", "NOUN"), ("walks", "VERB"), ("slowly", "ADV")],
]
TAGS = ["DET", "NOUN", "VERB", "ADV", "ADJ"]
IGNORE = -100


def build_word_index(sentences):
    words = sorted({w for s in sentences for w, _ in s})
    index = {"<pad>": 0, "<unk>": 1}
    for w in words:
        index[w] = len(index)
    return index


def collate(sentences, word_index, tag_index):
    max_len = max(len(s) for s in sentences)
    token_ids = np.zeros((len(sentences), max_len))  # ROOT
    tag_ids = np.full((len(sentences), max_len), IGNORE, np.int32)
    for i, sent in enumerate(sentences):
        for j, (word, tag) in enumerate(sent):
            token_ids[i, j] = word_index.get(word, 1)
            tag_ids[i, j] = tag_index[tag]
    return token_ids, tag_ids
