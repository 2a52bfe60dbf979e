import mindspore as ms
from mindspore import nn
from mindspore.train import Model

import config
from callbacks import build_callbacks
from data import make_dataset
from model import demand_net
from schedule import step_decay


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    dataset = make_dataset()
    print("planned lr per epoch:", [round(step_decay(e), 4) for e in range(config.EPOCHS)])
    net = demand_net(5, config.HIDDEN)
    optimizer = nn.Momentum(net.trainable_params(), learning_rate=config.BASE_LR, momentum=0.9)
    model = Model(net, nn.MSELoss(), optimizer, metrics={"mse_log": nn.MSE(), "mae_log": nn.MAE()})
    model.train(config.EPOCHS, dataset, callbacks=build_callbacks(dataset.get_dataset_size()), dataset_sink_mode=False)
    print("final lr %.4f" % float(optimizer.learning_rate.value()), model.eval(dataset, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
