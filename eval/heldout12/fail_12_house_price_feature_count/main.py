import numpy as np
import mindspore as ms
from mindspore import nn

from housing import fake_csv, load_table
from regressor import PriceRegressor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    x, y = load_table(fake_csv(200))
    net = PriceRegressor()
    loss = nn.HuberLoss(delta=1.0)
    opt = nn.Adam(net.trainable_params(), learning_rate=5e-3)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, loss), opt)
    trainer.set_train()
    for epoch in range(5):
        losses = [trainer(ms.Tensor(x[i:i + 25]), ms.Tensor(y[i:i + 25])).asnumpy()
                  for i in range(0, len(x), 25)]
        print(f"epoch {epoch} huber {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
