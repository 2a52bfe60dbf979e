from mindspore import nn

from layers import EncoderLayer
from masks import make_pad_mask


class TextClassifier(nn.Cell):
    def __init__(self, vocab, dim, heads, depth, num_classes, pad_id=0):
        super().__init__()
        self.pad_id = pad_id
        self.embed = nn.Embedding(vocab, dim, padding_idx=pad_id)
        self.layers = nn.CellList([EncoderLayer(dim, heads) for _ in range(depth)])
        self.head = nn.Dense(dim, num_classes)

    def construct(self, ids):
        pad_mask = make_pad_mask(ids, self.pad_id)
        h = self.embed(ids)
        for layer in self.layers:
            h = layer(h, pad_mask)
        return self.head(h[:, 0])
