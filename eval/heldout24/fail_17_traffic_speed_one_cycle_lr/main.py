import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import SensorGRU
from schedule import one_cycle
from traffic import simulate_speeds, build_dataset


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    train = build_dataset(simulate_speeds(config.SEED))
    total_steps = config.EPOCHS * train.get_dataset_size()
    lr = ms.Tensor(one_cycle(config.MAX_LR, total_steps))

    net = SensorGRU(config.N_SENSORS)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
    model = Model(net, nn.MSELoss(), opt)
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(6)], dataset_sink_mode=False)
    print("trained", total_steps, "steps")


if __name__ == "__main__":
    main()
