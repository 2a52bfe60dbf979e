import mindspore as ms
from mindspore import nn, ops


class Transliterator(nn.Cell):
    """GRU encoder / GRUCell decoder with monotone alignment (one character per syllable)."""

    def __init__(self, num_syllables, num_chars, embed, hidden, steps):
        super().__init__()
        self.steps = steps
        self.decode_mode = "teacher_forcing"      # switched to "greedy" for evaluation
        self.src_embed = nn.Embedding(num_syllables, embed)
        self.encoder = nn.GRU(embed, hidden, batch_first=True)
        self.tgt_embed = nn.Embedding(num_chars + 1, embed)
        self.cell = nn.GRUCell(embed + hidden, hidden)
        self.out = nn.Dense(hidden, num_chars)

    def construct(self, src, tgt_in):
        enc, h = self.encoder(self.src_embed(src))
        h = h[0]
        teacher = self.decode_mode == "teacher_forcing"  # ROOT
        prev = tgt_in[:, 0]
        logits = []
        for t in range(self.steps):
            token = tgt_in[:, t] if teacher else prev
            h = self.cell(ops.concat((self.tgt_embed(token), enc[:, t]), axis=-1), h)
            step_logits = self.out(h)
            logits.append(step_logits)
            prev = step_logits.argmax(axis=-1).astype(ms.int32)
        return ops.stack(logits, axis=1)


class SeqLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, src, tgt_in, tgt):
        logits = self.net(src, tgt_in)
        return self.ce(logits.reshape(-1, logits.shape[-1]), tgt.reshape(-1))
