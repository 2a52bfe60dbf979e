"""A product-title classifier maps words to ids with `text.Lookup`, falling back to `<oov>` for
words it has not seen. The vocabulary is built from the catalogue's words with only the padding
token as special, so the pipeline fails when the loop pulls the first row, naming `Lookup` and
the token but not the vocabulary. The line to change is where the vocabulary is built."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text

TITLES = ["red cotton shirt", "blue denim jacket", "red leather boots", "green wool scarf"]


def titles():
    for i, title in enumerate(TITLES):
        yield np.array(title), np.int32(i % 2)


def catalogue_vocab():
    words = sorted({w for t in TITLES[:3] for w in t.split()})
    return text.Vocab.from_list(words, special_tokens=["<pad>"], special_first=True)  # expect: MSD604


def title_ids(vocab):
    data = ds.GeneratorDataset(titles, column_names=["title", "label"], shuffle=False)
    data = data.map([text.WhitespaceTokenizer(), text.Lookup(vocab, unknown_token="<oov>", data_type=ms.int32)],
                    input_columns="title")
    return data


if __name__ == "__main__":
    for ids, label in title_ids(catalogue_vocab()).create_tuple_iterator(num_epochs=1):
        print(ids, label)
