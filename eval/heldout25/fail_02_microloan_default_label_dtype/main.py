import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from loans import simulate_loans, prepare
from model import LoanScorer, WithWeightedBCE


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    numeric, region, labels = prepare(*simulate_loans(config.SEED))
    print(f"{len(labels)} loans, default rate {labels.mean():.3f}")

    train = ds.NumpySlicesDataset({"numeric": numeric, "region": region, "label": labels}, shuffle=True)
    train = train.batch(config.BATCH_SIZE)
    net = LoanScorer(len(config.NUMERIC), len(config.REGIONS), config.EMBED_DIM, config.HIDDEN)
    loss = nn.BCEWithLogitsLoss(pos_weight=ms.Tensor([config.POS_WEIGHT], ms.float32))
    model = Model(WithWeightedBCE(net, loss), optimizer=nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(7)], dataset_sink_mode=False)
    print("done")


if __name__ == "__main__":
    main()
