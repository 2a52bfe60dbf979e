import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from losses import IGNORE_INDEX, WeightedTokenNLL

ms.set_context(mode=ms.GRAPH_MODE)

TAGS = ["O", "B-PER", "I-PER", "B-ORG", "I-ORG", "B-LOC", "I-LOC"]


class BiLSTMTagger(nn.Cell):
    def __init__(self, vocab, num_tags, emb=64, hidden=64):
        super().__init__()
        self.emb = nn.Embedding(vocab, emb)
        self.lstm = nn.LSTM(emb, hidden, num_layers=1, batch_first=True, bidirectional=True)
        self.drop = nn.Dropout(p=0.2)
        self.out = nn.Dense(2 * hidden, num_tags)

    def construct(self, ids):
        h, _ = self.lstm(self.emb(ids))
        return ops.log_softmax(self.out(self.drop(h)), axis=-1)


class TaggerWithLoss(nn.Cell):
    def __init__(self, tagger, loss):
        super().__init__(auto_prefix=False)
        self.tagger = tagger
        self.loss = loss

    def construct(self, ids, labels):
        return self.loss(self.tagger(ids), labels)


def fake_batch(rng, b=8, t=20, vocab=800):
    ids = rng.integers(1, vocab, size=(b, t)).astype(np.int32)
    tags = rng.integers(0, len(TAGS), size=(b, t)).astype(np.int32)
    lengths = rng.integers(8, t + 1, size=b)
    for i, n in enumerate(lengths):
        ids[i, n:] = 0
        tags[i, n:] = IGNORE_INDEX
    return Tensor(ids), Tensor(tags)


weights = np.array([0.2] + [1.0] * (len(TAGS) - 1), np.float32)
net = TaggerWithLoss(BiLSTMTagger(800, len(TAGS)), WeightedTokenNLL(weights))
train = nn.TrainOneStepCell(net, nn.Adam(net.trainable_params(), learning_rate=1e-3))
train.set_train()
rng = np.random.default_rng(2)
for step in range(6):
    ids, tags = fake_batch(rng)
    print("step", step, "loss", train(ids, tags).asnumpy())
