"""A tag predictor for recipe steps. A Vocabulary object numbers the tags from 1 (0 is
padding) and computes its `size` in `__init__` as the largest id, not the largest id plus one.
The model is built with `vocab.size` rows; the lookup of the last tag fails when the graph runs.
The line to change is where the Vocabulary computes its size."""
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class Vocabulary:
    def __init__(self, tags):
        self.index = {tag: i + 1 for i, tag in enumerate(sorted(set(tags)))}
        self.size = max(self.index.values()) + 1

    def encode(self, tags):
        return [self.index[t] for t in tags]


class TagTagger(nn.Cell):
    def __init__(self, num_tags, dim=8):
        super().__init__()
        self.embed = nn.Embedding(num_tags, dim)
        self.out = nn.Dense(dim, 2)

    def construct(self, tag_ids):
        return self.out(self.embed(tag_ids).mean(axis=1))


if __name__ == "__main__":
    vocab = Vocabulary(["chop", "boil", "fry", "stir", "bake", "chop"])
    net = TagTagger(vocab.size)
    ids = ms.Tensor(np.array([vocab.encode(["fry", "stir", "chop"]), vocab.encode(["bake", "boil", "fry"])]), ms.int32)
    print(net(ids).shape)
