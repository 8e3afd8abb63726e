"""Voila's settings for the play app, for a class on one machine (``make play`` reads this file).

The book's teaching page (the play app) says what they mean for a class; ``bench/play_app.py``
measures them. Options given to ``make play`` in PLAY_ARGS win over these.
"""

from datetime import UTC, datetime

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

c = get_config()  # noqa: F821 (traitlets defines it while it reads this file)

c.Voila.ip = "127.0.0.1"
c.Voila.open_browser = False
# The app's template (app/voila/templates/honeymoon): the notebook's outputs and one script and
# style sheet of the course's own (app/frontend, `make frontend`) that draw the kernel's widgets,
# in place of JupyterLab's front end and its extensions, which Voila's templates load.
c.VoilaConfiguration.template = "honeymoon"

# Pre-started kernels that have already run the page: a learner's page is sent at once, with no
# kernel to start and no notebook to run. At home two are enough (a page and a reload); a class
# server holds a class and a few reloads (`--pool_size=30`, the teaching page's command). A used
# kernel is replaced a minute later, when the class has arrived, rather than at once: starting
# kernels would slow the pages being opened.
c.VoilaConfiguration.preheat_kernel = True
c.VoilaConfiguration.default_pool_size = 2
c.VoilaKernelManager.fill_delay = 60

# Kernels talk to the server over local sockets, not TCP ports. A kernel's five ports are chosen
# free and bound a moment later; with a class's browsers opening connections at once, one was
# taken in between ("Address already in use"), that kernel died, and its learner's table never
# started (1 page in 25 in bench/play_app.py). Local sockets have no ports to collide.
c.KernelManager.transport = "ipc"

# A table nobody touches for 30 minutes is closed, tab open or not (cull_connected), to free its
# memory. Every click is activity, and the computer never thinks for minutes, so a player is
# never closed mid-deal; the pool's kernels waiting for a learner are never closed.
c.MappingKernelManager.cull_idle_timeout = 30 * 60
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_connected = True


class LearnerKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager, for which a kernel handed to a learner is active from then.

    A kernel that waited in the pool has had no activity since it ran the page, maybe for longer
    than the timeout: Voila hands it out as it is, and the culler would close it before the
    learner's page is loaded and connected. The culler's first look at a kernel outside the pool
    (Voila never shows it the pool's) counts as activity.
    """

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        kernel = self._kernels[kernel_id]
        if not getattr(kernel, "handed_out", False):
            kernel.handed_out = True
            kernel.last_activity = datetime.now(UTC)
            return
        await super().cull_kernel_if_idle(kernel_id)


c.VoilaConfiguration.multi_kernel_manager_class = LearnerKernelManager
