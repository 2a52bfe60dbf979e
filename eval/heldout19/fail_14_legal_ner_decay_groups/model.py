import mindspore.nn as nn

ENTITY_TAGS = ["O", "B-PARTY", "I-PARTY", "B-DATE", "I-DATE", "B-COURT", "I-COURT"]


class BiLSTMTagger(nn.Cell):
    def __init__(self, vocab_size, dim=32, hidden=32):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim)
        self.lstm = nn.LSTM(dim, hidden, batch_first=True, bidirectional=True)
        self.norm = nn.LayerNorm((2 * hidden,))
        self.tags = nn.Dense(2 * hidden, len(ENTITY_TAGS))

    def construct(self, ids):
        seq, _ = self.lstm(self.embed(ids))
        return self.tags(self.norm(seq))
