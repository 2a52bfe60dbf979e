"""Two-tower news recommender: in-batch softmax training, Recall@K over the whole catalogue."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
from mindspore import ops

import config
from data import build_corpus, minibatches
from metrics import hits_at_k
from towers import TwoTower


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    titles, histories, clicks = build_corpus()
    net = TwoTower(titles, config.VOCAB, config.DIM)
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    ce = nn.CrossEntropyLoss()

    def forward(hist, clicked):
        user_vec, table = net(hist)
        logits = ops.matmul(user_vec, table.T) / config.TEMPERATURE
        return ce(logits, clicked)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    @ms.jit
    def train_step(hist, clicked):
        loss, grads = grad_fn(hist, clicked)
        optimizer(grads)
        return loss

    @ms.jit
    def eval_step(hist, clicked):
        user_vec, table = net(hist)
        return hits_at_k(user_vec, table, clicked, config.TOP_K)

    rng = np.random.default_rng(0)
    for epoch in range(config.EPOCHS):
        net.set_train(True)
        losses = [float(train_step(ms.Tensor(h), ms.Tensor(c)))
                  for h, c in minibatches(histories, clicks, config.BATCH_SIZE, rng)]
        net.set_train(False)
        recalls = [float(eval_step(ms.Tensor(h), ms.Tensor(c)))
                   for h, c in minibatches(histories, clicks, config.BATCH_SIZE, rng)]
        print(f"epoch {epoch + 1}: loss {np.mean(losses):.3f}  recall@{config.TOP_K} {np.mean(recalls):.3f}")


if __name__ == "__main__":
    main()
