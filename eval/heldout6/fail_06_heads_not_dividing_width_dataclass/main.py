import mindspore as ms
import numpy as np
from mindspore import nn

from config import EncoderConfig
from model import TinyEncoderClassifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    cfg = EncoderConfig()
    rng = np.random.default_rng(3)
    ids = ms.Tensor(rng.integers(0, cfg.vocab_size, size=(4, cfg.max_len)).astype(np.int32))
    labels = ms.Tensor(rng.integers(0, cfg.num_labels, size=(4,)).astype(np.int32))

    model = TinyEncoderClassifier(cfg)
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=5e-4)

    def forward(x, y):
        return loss_fn(model(x), y)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def step(x, y):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        return loss

    for i in range(2):
        print(f"iter {i} loss {step(ids, labels).asnumpy():.4f}")


if __name__ == "__main__":
    main()
