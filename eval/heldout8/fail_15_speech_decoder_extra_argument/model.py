from mindspore import nn

from modules import AttendAndSpell, ListenerEncoder


class LAS(nn.Cell):
    def __init__(self, feat_dim, vocab, hidden=24):
        super().__init__()
        self.listener = ListenerEncoder(feat_dim, hidden)
        self.speller = AttendAndSpell(vocab, hidden)

    def construct(self, feats, feat_mask, tokens, token_mask):
        memory = self.listener(feats)
        return self.speller(tokens, memory, feat_mask, token_mask)  # ROOT
