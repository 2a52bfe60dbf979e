import mindspore as ms
from mindspore import nn, ops

from reverse_task import BOS


class Seq2Seq(nn.Cell):
    """GRU encoder-decoder. Teacher forcing while training, greedy feedback of its own predictions otherwise."""

    def __init__(self, n_tokens, hidden, seq_len):
        super().__init__()
        self.seq_len = seq_len
        self.emb = nn.Embedding(n_tokens, hidden)
        self.encoder = nn.GRU(hidden, hidden, batch_first=True)
        self.cell = nn.GRUCell(hidden, hidden)
        self.out = nn.Dense(hidden, n_tokens)

    def construct(self, src, tgt_in):
        _, h = self.encoder(self.emb(src))
        h = h[0]
        tok = ops.full((src.shape[0],), BOS, dtype=ms.int32)
        logits = []
        for t in range(self.seq_len):
            if self.training:
                tok = tgt_in[:, t]
            h = self.cell(self.emb(tok), h)
            step_logits = self.out(h)
            logits.append(step_logits)
            tok = step_logits.argmax(-1).astype(ms.int32)
        return ops.stack(logits, axis=1)


class TokenCE(nn.Cell):
    def __init__(self, net, n_tokens):
        super().__init__()
        self.net = net
        self.n = n_tokens
        self.ce = nn.CrossEntropyLoss()

    def construct(self, src, tgt_in, tgt):
        return self.ce(self.net(src, tgt_in).reshape(-1, self.n), tgt.reshape(-1))
