"""A collate function pads the token lists of a batch. The batch hands it two columns and
expects two back, but it returns only the padded tokens, and the pipeline fails when the loop
pulls the first batch. The line to change is the function's return."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def pad_collate(tokens, labels, info):
    width = max(len(t) for t in tokens)
    out = np.zeros((len(tokens), width), np.int32)
    for i, t in enumerate(tokens):
        out[i, :len(t)] = t
    return (out,)  # expect: MSD605


def rows():
    for n in [3, 5, 2, 4]:
        yield np.arange(1, n + 1, dtype=np.int32), np.array(n % 2, np.int32)


if __name__ == "__main__":
    data = ds.GeneratorDataset(rows, ["tokens", "label"], shuffle=False)
    data = data.batch(2, per_batch_map=pad_collate, input_columns=["tokens", "label"])
    embed = nn.Embedding(8, 4)
    for tokens, label in data.create_tuple_iterator():
        print(embed(tokens).shape, label.shape)
