from mindspore import nn, ops


class SentenceVAE(nn.Cell):
    def __init__(self, vocab, emb=16, hidden=24, latent=8):
        super().__init__()
        self.embed = nn.Embedding(vocab, emb)
        self.enc = nn.GRU(emb, hidden, batch_first=True)
        self.to_mu = nn.Dense(hidden, latent)
        self.to_logvar = nn.Dense(hidden, latent)
        self.from_z = nn.Dense(latent, hidden)
        self.dec = nn.GRU(emb, hidden, batch_first=True)
        self.out = nn.Dense(hidden, vocab)

    def construct(self, ids, eps):
        _, h = self.enc(self.embed(ids))
        h = h[0]
        mu, logvar = self.to_mu(h), self.to_logvar(h)
        z = mu + ops.exp(0.5 * logvar) * eps
        h0 = ops.tanh(self.from_z(z)).expand_dims(0)
        dec_out, _ = self.dec(self.embed(ids[:, :-1]), h0)
        return self.out(dec_out), mu, logvar
