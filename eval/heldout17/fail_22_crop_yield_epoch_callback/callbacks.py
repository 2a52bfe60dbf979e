import time

from mindspore.train import Callback, LossMonitor


class EpochSummary(Callback):
    def __init__(self):
        super().__init__()
        self.start = None

    def on_train_epoch_begin(self, run_context):
        self.start = time.time()

    def on_train_epoch_end(self, run_context):
        cb = run_context.original_args()
        print("epoch %d finished" % cb.cur_epoch_num)


def build_callbacks(steps_per_epoch):
    return [
        LossMonitor(steps_per_epoch),
        EpochSummary,  # ROOT
    ]
