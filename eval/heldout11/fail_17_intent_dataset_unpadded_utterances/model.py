import mindspore as ms
from mindspore import nn, ops

from data import PAD


class IntentCNN(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden, num_intents):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=PAD)
        self.conv = nn.Conv1d(embed_dim, hidden, 3, pad_mode="same", has_bias=True)
        self.fc = nn.Dense(hidden, num_intents)

    def construct(self, ids):
        x = self.embed(ids).transpose(0, 2, 1)
        h = ops.relu(self.conv(x))
        mask = (ids != PAD).astype(ms.float32).expand_dims(1)
        h = (h * mask - 1e4 * (1 - mask)).max(axis=-1)
        return self.fc(h)
