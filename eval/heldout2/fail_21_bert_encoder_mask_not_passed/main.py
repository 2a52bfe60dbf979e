import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from encoder import BertEncoder

ms.set_context(mode=ms.GRAPH_MODE)


class SentencePairClassifier(nn.Cell):
    def __init__(self, vocab, num_labels=2, hidden=64):
        super().__init__()
        self.bert = BertEncoder(vocab, hidden=hidden)
        self.pooler = nn.Dense(hidden, hidden, activation="tanh")
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, input_ids, attention_mask):
        pos = ops.arange(input_ids.shape[1]).astype(ms.int32).expand_dims(0)
        seq = self.bert(input_ids, attention_mask, pos)
        return self.classifier(self.pooler(seq[:, 0]))


def encode_pairs(rng, n, seq_len=32, vocab=2000):
    ids = np.zeros((n, seq_len), np.int32)
    mask = np.zeros((n, seq_len), np.float32)
    for i in range(n):
        length = rng.integers(10, seq_len + 1)
        ids[i, :length] = rng.integers(5, vocab, size=length)
        ids[i, 0] = 101
        mask[i, :length] = 1.0
    return Tensor(ids), Tensor(mask), Tensor(rng.integers(0, 2, size=n).astype(np.int32))


net = SentencePairClassifier(vocab=2000)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-5, weight_decay=0.01)


def forward(ids, mask, labels):
    return loss_fn(net(ids, mask), labels)


grad_fn = ms.value_and_grad(forward, None, opt.parameters)


@ms.jit
def train_step(ids, mask, labels):
    loss, grads = grad_fn(ids, mask, labels)
    opt(grads)
    return loss


rng = np.random.default_rng(3)
for step in range(4):
    print("step", step, "loss", train_step(*encode_pairs(rng, 8)).asnumpy())
