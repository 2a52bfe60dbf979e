from mindspore.train import Callback

import config


class GammaCurriculum(Callback):
    """Raises the focal-loss gamma after each epoch and logs the epoch loss."""

    def __init__(self, focal):
        super().__init__()
        self.focal = focal

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print(f"epoch {cb.cur_epoch_num}: gamma {self.focal.gamma:.1f}, last loss {float(cb.net_outputs):.5f}")
        self.focal.gamma += config.GAMMA_STEP
