import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import CostRegressor
from queries import make_queries
from tokenizer import SqlTokenizer


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    queries, cost = make_queries(config.NUM_QUERIES, config.SEED)
    tok = SqlTokenizer()
    ids = tok.encode(queries, config.MAX_LEN)

    net = CostRegressor(len(tok), config.EMBED_DIM, config.HIDDEN)
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    loss_fn = nn.HuberLoss()

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        opt(grads)
        return loss

    for epoch in range(config.EPOCHS):
        epoch_loss = []
        for s in range(0, len(ids), config.BATCH_SIZE):
            xb = ms.Tensor(ids[s:s + config.BATCH_SIZE])
            yb = ms.Tensor(cost[s:s + config.BATCH_SIZE])
            epoch_loss.append(float(train_step(xb, yb).asnumpy()))
        print(f"epoch {epoch}: huber {np.mean(epoch_loss):.4f}")


if __name__ == "__main__":
    main()
