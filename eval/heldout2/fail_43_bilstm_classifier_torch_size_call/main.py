import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)

VOCAB, EMB, HID, N_CLASSES = 5000, 64, 48, 3


class AttentionPooling(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Dense(dim, 1, has_bias=False)

    def construct(self, h, mask):
        s = self.score(h).squeeze(-1)
        s = ops.masked_fill(s, mask == 0, -1e4)
        w = ops.softmax(s, axis=-1)
        return (h * w[:, :, None]).sum(axis=1)


class BiLSTMClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, EMB, padding_idx=0)
        self.lstm = nn.LSTM(EMB, HID, num_layers=1, batch_first=True, bidirectional=True)
        self.pool = AttentionPooling(2 * HID)
        self.dropout = nn.Dropout(p=0.3)
        self.fc = nn.Dense(2 * HID, N_CLASSES)

    def construct(self, tokens, lengths):
        batch_size = tokens.size(0)  # ROOT
        h0 = ops.zeros((2, batch_size, HID), ms.float32)
        c0 = ops.zeros((2, batch_size, HID), ms.float32)
        out, _ = self.lstm(self.embedding(tokens), (h0, c0), seq_length=lengths)
        mask = (ops.arange(tokens.shape[1])[None, :] < lengths[:, None]).astype(ms.int32)
        return self.fc(self.dropout(self.pool(out, mask)))


def load_reviews(n=128, max_len=40, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(5, max_len + 1, size=n).astype(np.int32)
    tokens = np.zeros((n, max_len), np.int32)
    labels = rng.integers(0, N_CLASSES, size=n).astype(np.int32)
    for i, l in enumerate(lengths):
        tokens[i, :l] = rng.integers(1, VOCAB, size=l)
        tokens[i, 0] = 10 + labels[i]
    return tokens, lengths, labels


class ClsLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, tokens, lengths, labels):
        return self.ce(self.net(tokens, lengths), labels)


tokens, lengths, labels = load_reviews()
model = BiLSTMClassifier()
step = nn.TrainOneStepCell(ClsLoss(model), nn.Adam(model.trainable_params(), 2e-3))
step.set_train()
for epoch in range(2):
    for i in range(0, len(tokens), 32):
        loss = step(ms.Tensor(tokens[i:i + 32]), ms.Tensor(lengths[i:i + 32]), ms.Tensor(labels[i:i + 32]))
    print("epoch", epoch, "loss", loss)
