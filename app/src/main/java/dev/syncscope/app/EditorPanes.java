package dev.syncscope.app;

import dev.syncscope.samples.SampleCatalog;
import dev.syncscope.views.i18n.Messages;
import dev.syncscope.views.lesson.LessonBrowserView;
import dev.syncscope.views.lesson.LessonBrowserViewModel;
import dev.syncscope.views.lesson.LessonEntry;
import dev.syncscope.views.session.SessionViewModel;
import dev.syncscope.views.source.SourceView;
import dev.syncscope.views.source.SourceViewModel;
import dev.syncscope.views.timeline.TimelineView;
import dev.syncscope.views.timeline.TimelineViewModel;

import java.util.List;

/**
 * The source view (markers, breakpoints, problems), the lessons browser over the shipped samples,
 * and the timeline scrubber, wired to the session. FX thread only.
 */
final class EditorPanes {

    final SourceViewModel source = new SourceViewModel();
    final SourceView sourceView;
    final LessonBrowserView lessonsView;
    final TimelineView timelineView;

    EditorPanes(SessionViewModel model, KernelOpener opener, SimulationController simulation) {
        Messages text = model.text();
        source.follow(model);
        sourceView = new SourceView(source, text);
        SampleCatalog catalog = SampleCatalog.load();
        List<LessonEntry> lessons = catalog.samples().stream()
                .map(s -> new LessonEntry(s.fileName(), s.title(), s.lesson())).toList();
        lessonsView = new LessonBrowserView(new LessonBrowserViewModel(lessons,
                file -> opener.open(file, catalog.get(file).text())), text);
        TimelineViewModel timeline = new TimelineViewModel(text, simulation::seek);
        timeline.follow(model);
        timelineView = new TimelineView(timeline, text);
    }
}
