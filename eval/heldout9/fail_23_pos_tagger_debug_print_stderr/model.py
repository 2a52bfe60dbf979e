from mindspore import nn, ops

from utils import check_finite


class BiLSTMTagger(nn.Cell):
    def __init__(self, vocab_size, num_tags, embed_dim=32, hidden=32):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=0)
        self.lstm = nn.LSTM(embed_dim, hidden, batch_first=True, bidirectional=True)
        self.proj = nn.Dense(2 * hidden, num_tags)

    def construct(self, tokens):
        h, _ = self.lstm(self.embed(tokens))
        logits = self.proj(h)
        return check_finite("tag_logits", logits)


class MaskedTagLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss(reduction="none")

    def construct(self, tokens, tags, mask):
        logits = self.net(tokens)
        b, t, c = logits.shape
        per_tok = self.ce(logits.reshape(b * t, c), tags.reshape(-1)).reshape(b, t)
        return (per_tok * mask).sum() / ops.maximum(mask.sum(), 1.0)
