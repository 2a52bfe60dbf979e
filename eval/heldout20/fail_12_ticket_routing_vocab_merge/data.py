import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.text as text
import mindspore.dataset.transforms as transforms

from tickets import QUEUES, TICKETS
from vocab import build_word_list

MAX_TOKENS = 10


def ticket_dataset(batch_size=3):
    vocab = text.Vocab.from_list(build_word_list(TICKETS))
    rows = [(f"{t} {b}".lower(), np.int32(QUEUES.index(q))) for t, b, q in TICKETS]
    dataset = ds.GeneratorDataset(rows, ["text", "label"], shuffle=False)
    dataset = dataset.map([text.WhitespaceTokenizer(), text.Lookup(vocab, "<unk>"),
                           transforms.PadEnd([MAX_TOKENS], 0), transforms.TypeCast(ms.int32)],
                          input_columns="text")
    return dataset.batch(batch_size), len(vocab.vocab())
