import numpy as np
import mindspore as ms
from mindspore import nn, ops

from conformer import ConformerBlock

ms.set_context(mode=ms.GRAPH_MODE)

N_MELS, DIM, HEADS, N_TOKENS = 40, 64, 4, 30


class KeywordSpotter(nn.Cell):
    def __init__(self, depth=2):
        super().__init__()
        self.subsample = nn.SequentialCell(
            nn.Conv2d(1, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(16, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
        )
        self.proj = nn.Dense(16 * (N_MELS // 4), DIM)
        self.blocks = nn.SequentialCell([ConformerBlock(DIM, HEADS) for _ in range(depth)])
        self.classifier = nn.Dense(DIM, N_TOKENS)

    def construct(self, mels):
        h = self.subsample(mels[:, None])
        b, c, t, f = h.shape
        h = self.proj(h.transpose(0, 2, 1, 3).reshape(b, t, c * f))
        h = self.blocks(h)
        return self.classifier(h.mean(axis=1))


model = KeywordSpotter()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=5e-4, weight_decay=0.01)
criterion = nn.CrossEntropyLoss(label_smoothing=0.1)


def forward_fn(mels, labels):
    return criterion(model(mels), labels)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(mels, labels):
    loss, grads = grad_fn(mels, labels)
    optimizer(grads)
    return loss


rng = np.random.default_rng(0)
model.set_train()
for step in range(3):
    mels = ms.Tensor(rng.standard_normal((8, 100, N_MELS)).astype(np.float32))
    labels = ms.Tensor(rng.integers(0, N_TOKENS, 8).astype(np.int32))
    print("step", step, "loss", train_step(mels, labels))
