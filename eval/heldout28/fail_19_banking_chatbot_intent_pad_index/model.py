from mindspore import nn


class IntentGRU(nn.Cell):
    def __init__(self, vocab_size, pad_id, embed, hidden, n_intents):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed, padding_idx=pad_id)
        self.gru = nn.GRU(embed, hidden, batch_first=True)
        self.out = nn.Dense(hidden, n_intents)

    def construct(self, ids):
        out, _ = self.gru(self.embed(ids))
        return self.out(out.max(axis=1))
