import numpy as np
import mindspore as ms
from mindspore import nn

import config
from graph_utils import edge_sources, edge_targets, in_degree
from grid import directed_edges, scenarios
from model import VoltageGNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    edges = directed_edges()
    src, dst = edge_sources(edges), edge_targets(edges)
    deg = in_degree(edges, config.NUM_BUSES)
    feats, volts = scenarios(config.NUM_BUSES, config.NUM_SCENARIOS, config.SEED)

    net = VoltageGNN(config.NODE_FEATURES, config.HIDDEN, config.LAYERS)
    optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    mse = nn.MSELoss()

    def forward(x, y):
        return mse(net(x, src, dst, deg), y)

    grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

    def train_step(x, y):
        loss, grads = grad_fn(x, y)
        optimizer(grads)
        return loss

    for epoch in range(config.EPOCHS):
        losses = [float(train_step(ms.Tensor(x), ms.Tensor(y))) for x, y in zip(feats, volts)]
        print(f"epoch {epoch} mse {np.mean(losses):.6f}")
    pred = net(ms.Tensor(feats[0]), src, dst, deg).asnumpy()
    print(f"max voltage error on scenario 0: {np.abs(pred - volts[0]).max():.4f} p.u.")


if __name__ == "__main__":
    main()
