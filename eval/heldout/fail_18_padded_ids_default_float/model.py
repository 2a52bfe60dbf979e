import mindspore as ms
from mindspore import nn, ops


class Seq2Seq(nn.Cell):
    def __init__(self, vocab, emb=16, hidden=32):
        super().__init__()
        self.src_emb = nn.Embedding(vocab, emb)
        self.tgt_emb = nn.Embedding(vocab, emb)
        self.encoder = nn.GRU(emb, hidden, batch_first=True)
        self.decoder = nn.GRU(emb, hidden, batch_first=True)
        self.out = nn.Dense(hidden, vocab)

    def construct(self, src, tgt_in):
        _, h = self.encoder(self.src_emb(src))
        dec_out, _ = self.decoder(self.tgt_emb(tgt_in), h)
        return self.out(dec_out)


class Seq2SeqLoss(nn.Cell):
    def __init__(self, net, vocab):
        super().__init__()
        self.net = net
        self.vocab = vocab
        self.ce = nn.CrossEntropyLoss(ignore_index=0)

    def construct(self, src, tgt):
        logits = self.net(src, tgt[:, :-1])
        labels = tgt[:, 1:].astype(ms.int32)
        return self.ce(logits.reshape(-1, self.vocab), labels.reshape(-1))
