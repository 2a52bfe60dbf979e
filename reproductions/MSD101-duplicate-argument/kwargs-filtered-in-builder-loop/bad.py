"""A CTR model builds one embedding table per sparse feature from a config dict, passing each
feature's extra options through `**extra`. One feature's options also hold `embedding_size`,
which the builder already passes positionally. The line to change is that config entry."""
import mindspore as ms
from mindspore import nn

SPARSE_FEATURES = {
    "user": {"vocab": 50},
    "item": {"vocab": 40, "embedding_size": 8},  # expect: MSD101
}
EMBED_DIM = 8


def build_embeddings(features, dim):
    tables = []
    for name, spec in features.items():
        extra = {k: v for k, v in spec.items() if k != "vocab"}
        tables.append(nn.Embedding(spec["vocab"], dim, **extra))
    return nn.CellList(tables)


class DeepCTR(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embeddings = build_embeddings(SPARSE_FEATURES, EMBED_DIM)

    def construct(self, ids):
        return self.embeddings[0](ids[:, 0]) + self.embeddings[1](ids[:, 1])


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    print(DeepCTR()(ms.Tensor([[1, 2], [3, 4]], ms.int32)).shape)
