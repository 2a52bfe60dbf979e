import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import to_tensors
from model import FinishTimeNet
from results import export_results_csv, parse_results


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    splits, finish = parse_results(export_results_csv(config.SEED))
    x, y = to_tensors(splits, finish)
    print("runners:", x.shape[0])

    net = FinishTimeNet(len(config.SPLITS))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.L1Loss()),
                               nn.Adam(net.trainable_params(), learning_rate=config.LR))
    rng = np.random.RandomState(config.SEED)
    for epoch in range(config.EPOCHS):
        order = ms.Tensor(rng.permutation(x.shape[0]).astype(np.int32))
        losses = [float(step(x[order[b:b + config.BATCH_SIZE]], y[order[b:b + config.BATCH_SIZE]]).asnumpy())
                  for b in range(0, x.shape[0], config.BATCH_SIZE)]
        print(f"epoch {epoch + 1}: MAE {np.mean(losses) * 100:.1f} min")


if __name__ == "__main__":
    main()
