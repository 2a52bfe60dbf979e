import mindspore.nn as nn
import mindspore.ops as ops


class TriageCNN(nn.Cell):
    def __init__(self, vocab_size, embed, n_classes):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed, padding_idx=0)
        self.conv3 = nn.Conv1d(embed, 32, 3, pad_mode="same", has_bias=True)
        self.conv5 = nn.Conv1d(embed, 32, 5, pad_mode="same", has_bias=True)
        self.relu = nn.ReLU()
        self.dropout = nn.Dropout(p=0.2)
        self.fc = nn.Dense(64, n_classes)

    def construct(self, ids):
        x = self.embed(ids).transpose(0, 2, 1)
        a = self.relu(self.conv3(x)).max(axis=-1)
        b = self.relu(self.conv5(x)).max(axis=-1)
        return self.fc(self.dropout(ops.concat((a, b), axis=-1)))
