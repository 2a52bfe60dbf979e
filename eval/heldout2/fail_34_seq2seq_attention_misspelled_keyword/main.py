import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

SRC_VOCAB, TGT_VOCAB, EMB, HID = 200, 180, 32, 64


class AdditiveAttention(nn.Cell):
    def __init__(self, hidden):
        super().__init__()
        self.w_q = nn.Dense(hidden, hidden, has_bias=False)
        self.w_k = nn.Dense(hidden, hidden, has_bias=False)
        self.v = nn.Dense(hidden, 1, has_bias=False)

    def construct(self, query, keys, key_mask=None):
        energy = self.v(ops.tanh(self.w_q(query)[:, None, :] + self.w_k(keys))).squeeze(-1)
        if key_mask is not None:
            energy = ops.masked_fill(energy, key_mask == 0, -1e9)
        weights = ops.softmax(energy, axis=-1)
        context = ops.bmm(weights[:, None, :], keys).squeeze(1)
        return context, weights


class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(SRC_VOCAB, EMB)
        self.rnn = nn.GRU(EMB, HID, batch_first=True)

    def construct(self, src):
        out, h = self.rnn(self.emb(src))
        return out, h[-1]


class Decoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(TGT_VOCAB, EMB)
        self.cell = nn.GRUCell(EMB + HID, HID)
        self.attention = AdditiveAttention(HID)
        self.out = nn.Dense(HID * 2, TGT_VOCAB)

    def construct(self, tgt_in, enc_out, hidden, src_mask):
        logits = []
        for t in range(tgt_in.shape[1]):
            context, _ = self.attention(hidden, enc_out, src_mask=src_mask)  # ROOT
            step_in = ops.concat((self.emb(tgt_in[:, t]), context), axis=-1)
            hidden = self.cell(step_in, hidden)
            logits.append(self.out(ops.concat((hidden, context), axis=-1)))
        return ops.stack(logits, axis=1)


class Seq2Seq(nn.Cell):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.decoder = Decoder()

    def construct(self, src, src_mask, tgt_in):
        enc_out, h = self.encoder(src)
        return self.decoder(tgt_in, enc_out, h, src_mask)


class Seq2SeqLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.ce = nn.CrossEntropyLoss(ignore_index=0)

    def construct(self, src, src_mask, tgt_in, tgt_out):
        logits = self.model(src, src_mask, tgt_in)
        return self.ce(logits.reshape(-1, TGT_VOCAB), tgt_out.reshape(-1))


def toy_pairs(n=16, src_len=12, tgt_len=10, seed=0):
    rng = np.random.default_rng(seed)
    src = rng.integers(1, SRC_VOCAB, size=(n, src_len)).astype(np.int32)
    lens = rng.integers(4, src_len + 1, size=n)
    mask = (np.arange(src_len)[None] < lens[:, None]).astype(np.int32)
    src = src * mask
    tgt = rng.integers(1, TGT_VOCAB, size=(n, tgt_len + 1)).astype(np.int32)
    return [ms.Tensor(a) for a in (src, mask, tgt[:, :-1], tgt[:, 1:])]


model = Seq2Seq()
train_net = nn.TrainOneStepCell(Seq2SeqLoss(model), nn.Adam(model.trainable_params(), 1e-3))
train_net.set_train()
for epoch in range(2):
    batch = toy_pairs(seed=epoch)
    print("epoch", epoch, "loss", train_net(*batch))
