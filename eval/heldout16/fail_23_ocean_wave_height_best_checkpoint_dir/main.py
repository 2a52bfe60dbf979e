import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Model

import config
from buoys import splits
from ckpt_utils import best_checkpoint_path, cleanup, prepare_run_dir


def main():
    ms.set_seed(config.SEED)
    run_dir = prepare_run_dir()
    try:
        train, valid = splits(config.SEED)
        net = nn.SequentialCell([nn.Dense(len(config.BUOY_FEATURES), config.HIDDEN), nn.Tanh(),
                                 nn.Dense(config.HIDDEN, 1)])
        model = Model(net, nn.MSELoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                      metrics={"mae": nn.MAE()})
        best = float("inf")
        for epoch in range(config.EPOCHS):
            model.train(1, train)
            mae = model.eval(valid)["mae"]
            print(f"epoch {epoch}: validation Hs MAE {mae:.3f} m")
            if mae < best:
                best = mae
                ms.save_checkpoint(net, best_checkpoint_path(run_dir))
        restored = ms.load_checkpoint(best_checkpoint_path(run_dir))
        print(f"best MAE {best:.3f} m, restored {len(restored)} tensors")
    finally:
        cleanup(run_dir)


if __name__ == "__main__":
    main()
