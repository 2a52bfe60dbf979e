import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as transforms

import config
from corpus import verse_lines


def verse_dataset(vocab, n, seed, shuffle=True):
    lines, labels = verse_lines(n, seed)
    data = ds.NumpySlicesDataset({"line": np.array(lines), "meter": np.array(labels, np.int32)},
                                 shuffle=shuffle)
    pad_id = vocab.tokens_to_ids(config.PAD_TOKEN)
    data = data.map([text.WhitespaceTokenizer(),
                     text.Lookup(vocab, unknown_token=config.UNK_TOKEN, data_type=ms.int32),
                     transforms.PadEnd([config.MAX_WORDS], pad_value=pad_id)],
                    input_columns="line")
    return data.batch(config.BATCH_SIZE)
