import mindspore as ms
from mindspore import nn

import config as C
from data import synth_corpus, batches
from model import TextClassifier

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    ids, labels = synth_corpus(48)
    net = TextClassifier(C.VOCAB_SIZE, C.MAX_LEN, C.D_MODEL, C.N_HEADS, C.NUM_CLASSES)
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=C.LR)

    def forward(x, mask, y):
        return loss_fn(net(x, mask), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, mask, y):
        loss, grads = grad_fn(x, mask, y)
        opt(grads)
        return loss

    for step, (x, mask, y) in enumerate(batches(ids, labels)):
        if step >= C.STEPS:
            break
        loss = train_step(ms.Tensor(x), ms.Tensor(mask), ms.Tensor(y))
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
