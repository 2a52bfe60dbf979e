import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from model import SpectrogramTransformer

ms.set_context(mode=ms.GRAPH_MODE)


def log_mel_batch(rng, batch, n_mels=64, n_frames=96, num_classes=35):
    power = rng.gamma(1.0, 1.0, size=(batch, n_mels, n_frames)).astype(np.float32)
    spec = np.log(power + 1e-6)
    spec = (spec - spec.mean()) / (spec.std() + 1e-5)
    labels = rng.integers(0, num_classes, size=batch).astype(np.int32)
    return Tensor(spec), Tensor(labels)


net = SpectrogramTransformer()
loss_fn = nn.CrossEntropyLoss(label_smoothing=0.1)
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-4, weight_decay=0.01)


def forward_fn(spec, labels):
    return loss_fn(net(spec), labels)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(spec, labels):
    loss, grads = grad_fn(spec, labels)
    grads = ms.ops.clip_by_global_norm(grads, 1.0)
    optimizer(grads)
    return loss


rng = np.random.default_rng(4)
net.set_train()
for epoch in range(2):
    for it in range(4):
        spec, labels = log_mel_batch(rng, 8)
        loss = train_step(spec, labels)
    print(f"epoch {epoch}: last loss {loss.asnumpy():.4f}")
