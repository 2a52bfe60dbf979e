import numpy as np
import mindspore as ms
from mindspore import nn

from config import MODEL
from model import TinyTranslator


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = TinyTranslator(**MODEL)
    ce = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)

    def forward(src, tgt):
        logits = net(src)
        return ce(logits.reshape(-1, MODEL["vocab_size"]), tgt.reshape(-1))

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(src, tgt):
        loss, grads = grad_fn(src, tgt)
        opt(grads)
        return loss

    for it in range(3):
        src = rng.integers(1, MODEL["vocab_size"], size=(8, MODEL["max_len"])).astype(np.int32)
        tgt = np.flip(src, axis=1).copy()
        print(f"iter {it} loss {float(train_step(ms.Tensor(src), ms.Tensor(tgt))):.4f}")


if __name__ == "__main__":
    main()
