"""Jupyter widgets for the Honeymoon Bridge course (import name ``honeymoon_widgets``).

The widgets hold no rules: they ask :mod:`honeymoon` for every number and every legal
choice, and only render what it returns. Each has a Python API that does what a click does,
and draws a static picture of its state where no kernel runs (:mod:`honeymoon_widgets.base`).
A class night's pages (:mod:`honeymoon_widgets.classnight`) seat a class at the boards of a
session and show its results. The two play tables, against the computer, share their skeleton
(:mod:`honeymoon_widgets.table`); an exercise (:mod:`honeymoon_widgets.exercise`) and practice
ask the course's questions, and keep the learner's progress (:mod:`honeymoon_widgets.progress`).
"""

from honeymoon_widgets.boerenbridge import BoerenbridgeTable
from honeymoon_widgets.classnight import ClassNight, SessionLauncher
from honeymoon_widgets.draw import DrawTrainer
from honeymoon_widgets.evaluator import HandEvaluator
from honeymoon_widgets.exercise import Exercise
from honeymoon_widgets.friend import FriendLauncher, FriendTable
from honeymoon_widgets.hcp import HcpCounter
from honeymoon_widgets.ladder import BiddingLadder
from honeymoon_widgets.launcher import PlayLauncher
from honeymoon_widgets.play import PlayTable
from honeymoon_widgets.practice import Practice
from honeymoon_widgets.progress import YourProgress
from honeymoon_widgets.rubber import RubberExplorer
from honeymoon_widgets.scoring import SacrificeLab, ScoringWalkthrough
from honeymoon_widgets.tricks import TrickTrainer

__all__ = [
    "BiddingLadder",
    "BoerenbridgeTable",
    "ClassNight",
    "DrawTrainer",
    "Exercise",
    "FriendLauncher",
    "FriendTable",
    "HandEvaluator",
    "HcpCounter",
    "PlayLauncher",
    "PlayTable",
    "Practice",
    "RubberExplorer",
    "SacrificeLab",
    "ScoringWalkthrough",
    "SessionLauncher",
    "TrickTrainer",
    "YourProgress",
]
