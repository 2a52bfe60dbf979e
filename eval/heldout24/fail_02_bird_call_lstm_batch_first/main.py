import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config
from features import build_corpus
from model import build_model


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    feats, labels = build_corpus(config.SEED)
    print("corpus:", feats.shape, "labels:", np.bincount(labels).tolist())

    net = build_model()
    loss_fn = nn.CrossEntropyLoss()
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        return loss

    n_batches = len(labels) // config.BATCH_SIZE
    for epoch in range(config.EPOCHS):
        total = 0.0
        for b in range(n_batches):
            sl = slice(b * config.BATCH_SIZE, (b + 1) * config.BATCH_SIZE)
            total += float(train_step(ms.Tensor(feats[sl]), ms.Tensor(labels[sl])).asnumpy())
        print(f"epoch {epoch + 1}: loss {total / n_batches:.4f}")

    net.set_train(False)
    preds = ops.argmax(net(ms.Tensor(feats)), dim=-1).asnumpy()
    print(f"train accuracy {np.mean(preds == labels):.3f}")


if __name__ == "__main__":
    main()
