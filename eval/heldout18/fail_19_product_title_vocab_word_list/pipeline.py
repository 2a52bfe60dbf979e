import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as transforms

import config
from catalogue import TITLES, tokenize


def corpus_words(titles):
    return [tok for title, _ in titles for tok in tokenize(title)]  # ROOT


def build_vocab(titles):
    return text.Vocab.from_list(corpus_words(titles), special_tokens=config.SPECIAL_TOKENS, special_first=True)


def title_dataset(vocab, shuffle=True):
    def gen():
        for title, cat in TITLES:
            yield np.array(tokenize(title)[:config.MAX_TOKENS]), np.int32(config.CATEGORIES.index(cat))

    dataset = ds.GeneratorDataset(gen, column_names=["tokens", "category"], shuffle=shuffle)
    dataset = dataset.map(text.Lookup(vocab, unknown_token="<unk>", data_type=ms.int32), input_columns="tokens")
    pad_id = vocab.tokens_to_ids("<pad>")
    dataset = dataset.map(transforms.PadEnd([config.MAX_TOKENS], pad_value=pad_id), input_columns="tokens")
    return dataset.batch(config.BATCH_SIZE)
