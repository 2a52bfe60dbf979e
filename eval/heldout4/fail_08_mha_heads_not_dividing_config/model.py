from mindspore import nn, ops

from layers import Block


class SentimentTransformer(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.tok = nn.Embedding(cfg.vocab_size, cfg.d_model)
        self.pos = nn.Embedding(cfg.max_len, cfg.d_model)
        self.blocks = nn.SequentialCell([Block(cfg) for _ in range(cfg.num_layers)])
        self.head = nn.Dense(cfg.d_model, cfg.num_labels)

    def construct(self, ids):
        pos = ops.arange(ids.shape[1]).expand_dims(0)
        h = self.blocks(self.tok(ids) + self.pos(pos))
        return self.head(h.mean(axis=1))
