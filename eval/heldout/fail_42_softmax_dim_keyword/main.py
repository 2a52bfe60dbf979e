import numpy as np
import mindspore as ms
from mindspore import nn, ops


class AdditiveAttention(nn.Cell):
    """Bahdanau attention for an encoder-decoder."""

    def __init__(self, enc_dim, dec_dim, attn_dim):
        super().__init__()
        self.W_enc = nn.Dense(enc_dim, attn_dim, has_bias=False)
        self.W_dec = nn.Dense(dec_dim, attn_dim, has_bias=False)
        self.v = nn.Dense(attn_dim, 1, has_bias=False)

    def construct(self, enc_out, dec_h):
        energy = ops.tanh(self.W_enc(enc_out) + self.W_dec(dec_h).expand_dims(1))
        scores = self.v(energy).squeeze(-1)
        alpha = ops.softmax(scores, dim=1)  # ROOT
        return ops.bmm(alpha.expand_dims(1), enc_out).squeeze(1), alpha


class AttnDecoderStep(nn.Cell):
    def __init__(self, vocab=40, emb=12, enc_dim=20, dec_dim=20):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.attn = AdditiveAttention(enc_dim, dec_dim, 16)
        self.rnn = nn.GRUCell(emb + enc_dim, dec_dim)
        self.fc = nn.Dense(dec_dim, vocab)

    def construct(self, tok, h, enc_out):
        ctx, _ = self.attn(enc_out, h)
        h = self.rnn(ops.cat((self.emb(tok), ctx), axis=-1), h)
        return self.fc(h), h


class Translator(nn.Cell):
    def __init__(self):
        super().__init__()
        self.src_emb = nn.Embedding(40, 12)
        self.encoder = nn.GRU(12, 10, batch_first=True, bidirectional=True)
        self.step = AttnDecoderStep()

    def construct(self, src, tgt_in):
        enc_out, h = self.encoder(self.src_emb(src))
        h = ops.cat((h[0], h[1]), axis=-1)
        logits = []
        for t in range(tgt_in.shape[1]):
            out, h = self.step(tgt_in[:, t], h, enc_out)
            logits.append(out)
        return ops.stack(logits, axis=1)


ms.set_context(mode=ms.GRAPH_MODE)
net = Translator()
src = ms.Tensor(np.random.randint(0, 40, (2, 7)), ms.int32)
tgt = ms.Tensor(np.random.randint(0, 40, (2, 5)), ms.int32)
print(net(src, tgt).shape)
