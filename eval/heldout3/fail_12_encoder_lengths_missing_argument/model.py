from mindspore import nn, ops

from encoder import MaskedMeanEncoder


class SiameseMatcher(nn.Cell):
    def __init__(self, vocab, dim):
        super().__init__()
        self.encoder = MaskedMeanEncoder(vocab, dim)
        self.scorer = nn.Dense(4 * dim, 1)

    def construct(self, q_ids, q_len, d_ids, d_len):
        q = self.encoder(q_ids, q_len)
        d = self.encoder(d_ids)  # ROOT
        feats = ops.concat((q, d, ops.abs(q - d), q * d), axis=-1)
        return self.scorer(feats).squeeze(-1)
