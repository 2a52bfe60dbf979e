import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model

import config
from callbacks import build_callbacks
from sensors import simulate_strain, train_val


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train, val = train_val(*simulate_strain(config.SEED))
    net = nn.SequentialCell([nn.Dense(config.GAUGES, 32), nn.Tanh(), nn.Dense(32, 1)])
    model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"loss": nn.Loss(), "mae": nn.MAE()})
    model.fit(config.EPOCHS, train, val, callbacks=build_callbacks(), dataset_sink_mode=False)
    print(model.eval(val, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
