from mindspore import nn

from layers import EncoderLayer


class CodeSearchEncoder(nn.Cell):
    """Encodes tokenised code snippets into a single vector for retrieval."""

    def __init__(self, vocab_size, dim=32, heads=4, hidden=64, depth=2):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.layers = nn.CellList([EncoderLayer(dim, heads, hidden) for _ in range(depth)])
        self.norm = nn.LayerNorm((dim,))

    def construct(self, ids, mask):
        x = self.tok(ids)
        for layer in self.layers:
            x = layer(x, mask)
        x = self.norm(x)
        m = mask.expand_dims(-1)
        return (x * m).sum(axis=1) / m.sum(axis=1)
