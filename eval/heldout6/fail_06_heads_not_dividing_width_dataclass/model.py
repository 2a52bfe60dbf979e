import mindspore as ms
from mindspore import Parameter, nn
from mindspore.common.initializer import TruncatedNormal, initializer

from layers import EncoderBlock


class TinyEncoderClassifier(nn.Cell):
    def __init__(self, cfg):
        super().__init__()
        self.tok = nn.Embedding(cfg.vocab_size, cfg.d_model)
        self.pos = Parameter(initializer(TruncatedNormal(0.02), (1, cfg.max_len, cfg.d_model), ms.float32), name="pos")
        self.block = EncoderBlock(cfg.d_model, cfg.n_heads, cfg.ffn_mult)
        self.head = nn.Dense(cfg.d_model, cfg.num_labels)

    def construct(self, ids):
        h = self.tok(ids) + self.pos
        h = self.block(h)
        return self.head(h.mean(axis=1))
